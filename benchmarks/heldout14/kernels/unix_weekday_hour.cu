// Held-out suite 14 (frozen). The day of the week (0 Sunday; 1970-01-01 was a Thursday) and
// the hour (UTC) of each non-negative Unix time in seconds; a thread per time stamp.
extern "C" __global__ void unix_weekday_hour(const int *t, unsigned char *dow,
                                             unsigned char *hour, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int s = t[i];
        int days = s / 86400;
        int sec = s - days * 86400;
        dow[i] = (unsigned char)((days + 4) % 7);
        hour[i] = (unsigned char)(sec / 3600);
    }
}
