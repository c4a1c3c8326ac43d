// Held-out suite 15 (frozen). The number of days of each (year, month) of the Gregorian
// calendar.
extern "C" __global__ void days_in_month_i32(const int *year, const int *month,
                                             unsigned char *days, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int y = year[i], m = month[i];
        int d = 31;
        if (m == 4 || m == 6 || m == 9 || m == 11)
            d = 30;
        else if (m == 2)
            d = ((y % 4 == 0 && y % 100 != 0) || y % 400 == 0) ? 29 : 28;
        days[i] = (unsigned char)d;
    }
}
