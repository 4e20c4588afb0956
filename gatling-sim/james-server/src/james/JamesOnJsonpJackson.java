import org.apache.james.ExtraProperties;
import org.apache.james.GuiceJamesServer;
import org.apache.james.JamesServerMain;
import org.apache.james.PostgresJamesConfiguration;
import org.apache.james.PostgresJamesServerMain;
import org.apache.james.modules.RunArgumentsModule;
import org.apache.james.modules.server.JMXServerModule;
import org.jsonpjackson.james.JsonpJacksonOpenSearchModule;

public final class JamesOnJsonpJackson {
    public static void main(String[] args) throws Exception {
        ExtraProperties.initialize();
        PostgresJamesConfiguration configuration = PostgresJamesConfiguration.builder()
                .useWorkingDirectoryEnvProperty()
                .build();
        GuiceJamesServer server = PostgresJamesServerMain.createServer(configuration)
                .combineWith(new JMXServerModule())
                .overrideWith(new RunArgumentsModule(args))
                .overrideWith(new JsonpJacksonOpenSearchModule());   // the one added line
        JamesServerMain.main(server);
    }
}
