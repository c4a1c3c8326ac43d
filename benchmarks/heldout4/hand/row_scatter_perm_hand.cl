// Held-out suite 4 (frozen), hand version of row_scatter_perm: one thread per four floats
// of a row (float4 loads and stores, D / 4 consecutive threads per row: coalesced). D is a
// multiple of 4; the launch covers n D / 4 threads.
__kernel void row_scatter_perm_hand(__global const float *in, __global const int *perm,
                                    __global float *out, int n, int D)
{
    int t = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int q = D >> 2;
    if (t < n * q) {
        int r = t / q, k = t - r * q;
        float4 v = ((__global const float4 *)in)[t];
        ((__global float4 *)out)[perm[r] * q + k] = v;
    }
}
