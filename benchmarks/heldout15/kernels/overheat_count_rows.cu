// Held-out suite 15 (frozen). For each machine (a row of t temperature samples, row-major),
// the number of samples above the limit, a thread per machine walking its row.
extern "C" __global__ void overheat_count_rows(const float *temp, int *count, float limit,
                                               int rows, int t)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows) {
        int c = 0;
        for (int k = 0; k < t; k++)
            if (temp[r * t + k] > limit)
                c++;
        count[r] = c;
    }
}
