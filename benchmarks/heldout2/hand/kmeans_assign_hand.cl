// contiguous floats) are staged in local memory by coalesced loads into rows padded to 9
// words (no bank conflicts), the k <= 16 centroids beside them; get_local_size(0) is 256.
__kernel void kmeans_assign_hand(__global const float *pts, __global const float *cent, __global int *label, int n, int k)
{
    __local float sp[256 * 9];
    __local float sc[16 * 8];
    int t = get_local_id(0);
    int base = get_group_id(0) * 2048;
    for (int q = t; q < 2048; q += 256)
        if (base + q < 8 * n)
            sp[(q >> 3) * 9 + (q & 7)] = pts[base + q];
    if (t < 8 * k)
        sc[t] = cent[t];
    barrier(CLK_LOCAL_MEM_FENCE);
    int i = get_group_id(0) * 256 + t;
    if (i < n) {
        float best = 3.0e38f;
        int bi = 0;
        for (int c = 0; c < k; c++) {
            float d = 0.0f;
            for (int f = 0; f < 8; f++) {
                float u = sp[t * 9 + f] - sc[c * 8 + f];
                d += u * u;
            }
            if (d < best) {
                best = d;
                bi = c;
            }
        }
        label[i] = bi;
    }
}
