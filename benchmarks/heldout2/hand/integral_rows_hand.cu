// Held-out suite 2 (frozen), hand version of integral_rows: one block of 256 threads per row;
// the row is read in coalesced chunks of 256, each scanned in shared memory (Hillis-Steele)
// and offset by the running total of the chunks before it. One block per row.
extern "C" __global__ void integral_rows_hand(const int *in, int *out, int width, int height)
{
    __shared__ int s[256];
    int y = blockIdx.x;
    int t = threadIdx.x;
    int carry = 0;
    for (int x0 = 0; x0 < width; x0 += 256) {
        int x = x0 + t;
        s[t] = x < width ? in[y * width + x] : 0;
        __syncthreads();
        for (int off = 1; off < 256; off <<= 1) {
            int a = t >= off ? s[t - off] : 0;
            __syncthreads();
            s[t] += a;
            __syncthreads();
        }
        if (x < width)
            out[y * width + x] = s[t] + carry;
        carry += s[255];
        __syncthreads();
    }
}
