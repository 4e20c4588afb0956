// The tests of spring-boot-4.0, run again here on Boot 4.1: copied from that project's clone before the build,
// so that the two never differ.
import java.nio.file.Files
import java.nio.file.Path
import java.nio.file.StandardCopyOption

Path from = basedir.toPath().resolveSibling('spring-boot-4.0').resolve('src')
Path to = basedir.toPath().resolve('src')
assert Files.isDirectory(from): "no tests to copy at $from"
Files.walk(from).withCloseable { paths ->
    paths.each { Path path ->
        Path target = to.resolve(from.relativize(path).toString())
        if (Files.isDirectory(path)) {
            Files.createDirectories(target)
        } else {
            Files.copy(path, target, StandardCopyOption.REPLACE_EXISTING)
        }
    }
}
return true
