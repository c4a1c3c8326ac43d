// Held-out suite 15 (frozen). For each machine (a row of t temperature samples, row-major),
// the number of samples above the limit, a work-item per machine walking its row.
__kernel void overheat_count_rows(__global const float *temp, __global int *count, float limit,
                                  int rows, int t)
{
    int r = get_global_id(0);
    if (r < rows) {
        int c = 0;
        for (int k = 0; k < t; k++)
            if (temp[r * t + k] > limit)
                c++;
        count[r] = c;
    }
}
