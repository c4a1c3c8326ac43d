// Held-out suite 4 (frozen). Run-length decoding: run r holds value vals[r] at the output
// positions starts[r] to starts[r + 1] - 1 (starts[0] = 0, starts[nr] = n). One thread
// per output element finds its run by binary search over the starts.
extern "C" __global__ void rle_decode_bsearch(const int *vals, const int *starts,
                                              int *out, int nr, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int lo = 0, hi = nr - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >> 1;
            if (starts[mid] <= i)
                lo = mid;
            else
                hi = mid - 1;
        }
        out[i] = vals[lo];
    }
}
