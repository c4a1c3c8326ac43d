// Held-out suite 5 (frozen), hand version of dct8_blocks: work-groups of 128 copy their 128
// blocks (1024 contiguous floats) and the 64 coefficients into local memory with coalesced
// loads (block b at sh[9 b]: padded, conflict-free), each work-item transforms its block
// there in place, and the group stores the 1024 floats with coalesced stores.
__kernel void dct8_blocks_hand(__global const float *x, __global const float *C8,
                               __global float *X, int nblocks)
{
    __local float sh[128 * 9];
    __local float cs[64];
    int t = get_local_id(0);
    int base = get_group_id(0) * 1024;
    int n = 8 * nblocks;
    if (t < 64)
        cs[t] = C8[t];
    for (int e = t; e < 1024; e += 128)
        sh[(e >> 3) * 9 + (e & 7)] = base + e < n ? x[base + e] : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    float v[8];
    for (int m = 0; m < 8; m++)
        v[m] = sh[9 * t + m];
    for (int k = 0; k < 8; k++) {
        float s = 0.0f;
        for (int m = 0; m < 8; m++)
            s += cs[8 * k + m] * v[m];
        sh[9 * t + k] = s;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int e = t; e < 1024; e += 128)
        if (base + e < n)
            X[base + e] = sh[(e >> 3) * 9 + (e & 7)];
}
