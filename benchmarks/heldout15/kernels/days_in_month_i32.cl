// Held-out suite 15 (frozen). The number of days of each (year, month) of the Gregorian
// calendar.
__kernel void days_in_month_i32(__global const int *year, __global const int *month,
                                __global uchar *days, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        int y = year[i], m = month[i];
        int d = 31;
        if (m == 4 || m == 6 || m == 9 || m == 11)
            d = 30;
        else if (m == 2)
            d = ((y % 4 == 0 && y % 100 != 0) || y % 400 == 0) ? 29 : 28;
        days[i] = (uchar)d;
    }
}
