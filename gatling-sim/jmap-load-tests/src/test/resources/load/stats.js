var stats = {
    type: "GROUP",
name: "All Requests",
path: "",
pathFormatted: "group_missing-name-1",
stats: {
    "name": "All Requests",
    "numberOfRequests": {
        "total": "1200",
        "ok": "1194",
        "ko": "6"
    },
    "minResponseTime": {
        "total": "4",
        "ok": "4",
        "ko": "60000"
    },
    "maxResponseTime": {
        "total": "60000",
        "ok": "812",
        "ko": "60000"
    },
    "percentiles1": {
        "total": "12",
        "ok": "12",
        "ko": "60000"
    },
    "percentiles2": {
        "total": "20",
        "ok": "20",
        "ko": "60000"
    },
    "percentiles3": {
        "total": "48",
        "ok": "47",
        "ko": "60000"
    },
    "percentiles4": {
        "total": "97",
        "ok": "90",
        "ko": "60000"
    },
    "group1": {
    "name": "t < 800 ms",
    "htmlName": "t < 800 ms",
    "count": 1193,
    "percentage": 99.4
},
    "meanNumberOfRequestsPerSecond": {
        "total": "19.67",
        "ok": "19.57",
        "ko": "0.1"
    }
},
contents: {
"req_email-query-te-1": {
        type: "REQUEST",
        name: "Email/query text",
path: "Email/query text",
pathFormatted: "req_email-query-te-1",
stats: {
    "name": "Email/query text",
    "numberOfRequests": {
        "total": "1200",
        "ok": "1194",
        "ko": "6"
    }
}
}
}
}

function fillStats(stat){
    $("#numberOfRequests").append(stat.numberOfRequests.total);
}
