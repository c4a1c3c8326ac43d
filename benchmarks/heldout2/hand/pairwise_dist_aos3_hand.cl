// column points and 8 row points (96 and 24 contiguous floats) in local memory with
// coalesced loads, then reads them there. blockDim is (32, 8).
__kernel void pairwise_dist_aos3_hand(__global const float *p, __global float *out, int n)
{
    __local float pj[96];
    __local float prow[24];
    int tx = get_local_id(0), ty = get_local_id(1);
    int l = ty * 32 + tx;
    int j0 = get_group_id(0) * 32, i0 = get_group_id(1) * 8;
    if (l < 96 && 3 * j0 + l < 3 * n)
        pj[l] = p[3 * j0 + l];
    if (l < 24 && 3 * i0 + l < 3 * n)
        prow[l] = p[3 * i0 + l];
    barrier(CLK_LOCAL_MEM_FENCE);
    int j = j0 + tx, i = i0 + ty;
    if (i < n && j < n) {
        float dx = prow[3 * ty + 0] - pj[3 * tx + 0];
        float dy = prow[3 * ty + 1] - pj[3 * tx + 1];
        float dz = prow[3 * ty + 2] - pj[3 * tx + 2];
        out[i * n + j] = (dx * dx + dy * dy) + dz * dz;
    }
}
