var stats = {
    type: "GROUP",
name: "All Requests",
path: "",
pathFormatted: "group_missing-name-1",
stats: {
    "name": "All Requests",
    "numberOfRequests": {
        "total": "115",
        "ok": "114",
        "ko": "1"
    },
    "maxResponseTime": {
        "total": "346",
        "ok": "-",
        "ko": "-"
    },
    "percentiles1": {
        "total": "16",
        "ok": "-",
        "ko": "-"
    },
    "percentiles2": {
        "total": "16",
        "ok": "-",
        "ko": "-"
    },
    "percentiles3": {
        "total": "43",
        "ok": "-",
        "ko": "-"
    },
    "percentiles4": {
        "total": "57",
        "ok": "-",
        "ko": "-"
    },
    "meanNumberOfRequestsPerSecond": {
        "total": "6.94",
        "ok": "-",
        "ko": "-"
    }
},
contents: {
"group_jmap-session--794683096": {
          type: "GROUP",
name: "JMAP session",
path: "JMAP session",
pathFormatted: "group_jmap-session--794683096",
stats: {
    "name": "JMAP session",
    "numberOfRequests": {
        "total": "10",
        "ok": "9",
        "ko": "1"
    },
    "maxResponseTime": {
        "total": "231",
        "ok": "-",
        "ko": "-"
    },
    "percentiles1": {
        "total": "9",
        "ok": "-",
        "ko": "-"
    },
    "percentiles2": {
        "total": "9",
        "ok": "-",
        "ko": "-"
    },
    "percentiles3": {
        "total": "54",
        "ok": "-",
        "ko": "-"
    },
    "percentiles4": {
        "total": "231",
        "ok": "-",
        "ko": "-"
    },
    "meanNumberOfRequestsPerSecond": {
        "total": "0.56",
        "ok": "-",
        "ko": "-"
    }
},
contents: {
"req_jmap-session--794683096": {
        type: "REQUEST",
        name: "JMAP session",
path: "JMAP session / JMAP session",
pathFormatted: "req_jmap-session--794683096",
stats: {
    "name": "JMAP session",
    "numberOfRequests": {
        "total": "10",
        "ok": "9",
        "ko": "1"
    },
    "maxResponseTime": {
        "total": "200",
        "ok": "-",
        "ko": "-"
    },
    "percentiles1": {
        "total": "3",
        "ok": "-",
        "ko": "-"
    },
    "percentiles2": {
        "total": "3",
        "ok": "-",
        "ko": "-"
    },
    "percentiles3": {
        "total": "20",
        "ok": "-",
        "ko": "-"
    },
    "percentiles4": {
        "total": "200",
        "ok": "-",
        "ko": "-"
    },
    "meanNumberOfRequestsPerSecond": {
        "total": "0.56",
        "ok": "-",
        "ko": "-"
    }
}
    }
}

     },"group_email-query--1778996107": {
          type: "GROUP",
name: "Email/query",
path: "Email/query",
pathFormatted: "group_email-query--1778996107",
stats: {
    "name": "Email/query",
    "numberOfRequests": {
        "total": "105",
        "ok": "105",
        "ko": "0"
    },
    "maxResponseTime": {
        "total": "80",
        "ok": "-",
        "ko": "-"
    },
    "percentiles1": {
        "total": "17",
        "ok": "-",
        "ko": "-"
    },
    "percentiles2": {
        "total": "17",
        "ok": "-",
        "ko": "-"
    },
    "percentiles3": {
        "total": "21",
        "ok": "-",
        "ko": "-"
    },
    "percentiles4": {
        "total": "24",
        "ok": "-",
        "ko": "-"
    },
    "meanNumberOfRequestsPerSecond": {
        "total": "5.83",
        "ok": "-",
        "ko": "-"
    }
},
contents: {
"req_email-query-te-1": {
        type: "REQUEST",
        name: "Email/query text",
path: "Email/query / Email/query text",
pathFormatted: "req_email-query-te-1",
stats: {
    "name": "Email/query text",
    "numberOfRequests": {
        "total": "17",
        "ok": "17",
        "ko": "0"
    },
    "maxResponseTime": {
        "total": "14",
        "ok": "-",
        "ko": "-"
    },
    "percentiles1": {
        "total": "11",
        "ok": "-",
        "ko": "-"
    },
    "percentiles2": {
        "total": "11",
        "ok": "-",
        "ko": "-"
    },
    "percentiles3": {
        "total": "12",
        "ok": "-",
        "ko": "-"
    },
    "percentiles4": {
        "total": "13",
        "ok": "-",
        "ko": "-"
    },
    "meanNumberOfRequestsPerSecond": {
        "total": "1.0",
        "ok": "-",
        "ko": "-"
    }
}
    }
}
     }
}
}

function fillStats(stat){
    $("#numberOfRequests").append(stat.numberOfRequests.total);
}
