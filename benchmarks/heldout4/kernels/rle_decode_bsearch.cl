// Held-out suite 4 (frozen). Run-length decoding: run r holds value vals[r] at the output
// positions starts[r] to starts[r + 1] - 1 (starts[0] = 0, starts[nr] = n). One thread
// per output element finds its run by binary search over the starts.
__kernel void rle_decode_bsearch(__global const int *vals, __global const int *starts,
                                 __global int *out, int nr, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
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
