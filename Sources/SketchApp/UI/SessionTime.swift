import FoundationEssentials
import Glibc

/// When a session was last edited, as people say it: just now, minutes ago, today at a time,
/// or the date.
enum SessionTime {
    static func describe(_ date: Date, now: Date) -> String {
        let seconds = now.timeIntervalSince(date)
        if seconds < 60 { return Strings.justNow }
        if seconds < 3600 { return Strings.minutesAgo(Int(seconds / 60)) }
        let then = local(date), today = local(now)
        let clock = String(cFormat: "%02d:%02d", then.tm_hour, then.tm_min)
        if then.tm_year == today.tm_year && then.tm_yday == today.tm_yday { return Strings.today(clock) }
        return String(cFormat: "%04d-%02d-%02d ", then.tm_year + 1900, then.tm_mon + 1, then.tm_mday) + clock
    }

    private static func local(_ date: Date) -> tm {
        var t = time_t(date.timeIntervalSince1970)
        var parts = tm()
        localtime_r(&t, &parts)
        return parts
    }
}
