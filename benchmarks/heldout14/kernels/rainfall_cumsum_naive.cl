// Held-out suite 14 (frozen). Rainfall accumulated since the start of the season: the days
// form seasons of seg consecutive values and each day's total is the sum of its season up to
// and including that day; a work-item per day adding its season's days itself.
__kernel void rainfall_cumsum_naive(__global const int *rain, __global int *total, int seg,
                                    int n)
{
    int i = get_global_id(0);
    if (i < n) {
        int start = (i / seg) * seg;
        int s = 0;
        for (int j = start; j <= i; j++)
            s += rain[j];
        total[i] = s;
    }
}
