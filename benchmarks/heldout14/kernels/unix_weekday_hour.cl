// Held-out suite 14 (frozen). The day of the week (0 Sunday; 1970-01-01 was a Thursday) and
// the hour (UTC) of each non-negative Unix time in seconds; a work-item per time stamp.
__kernel void unix_weekday_hour(__global const int *t, __global uchar *dow, __global uchar *hour,
                                int n)
{
    int i = get_global_id(0);
    if (i < n) {
        int s = t[i];
        int days = s / 86400;
        int sec = s - days * 86400;
        dow[i] = (uchar)((days + 4) % 7);
        hour[i] = (uchar)(sec / 3600);
    }
}
