// Held-out suite 14 (frozen). Rainfall accumulated since the start of the season: the days
// form seasons of seg consecutive values and each day's total is the sum of its season up to
// and including that day; a thread per day adding its season's days itself.
extern "C" __global__ void rainfall_cumsum_naive(const int *rain, int *total, int seg, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int start = (i / seg) * seg;
        int s = 0;
        for (int j = start; j <= i; j++)
            s += rain[j];
        total[i] = s;
    }
}
