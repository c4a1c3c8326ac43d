// Held-out suite 4 (frozen), hand version of topk4_rows32: blocks of 64 threads copy their
// 64 rows (2048 contiguous floats) into a shared tile padded to 33 floats a row with
// coalesced loads; each thread then walks its row there (conflict-free) and writes its
// four results as one float4.
__kernel void topk4_rows32_hand(__global const float *in, __global float *top, int rows)
{
    __local float tile[64][33];
    int t = get_local_id(0);
    int r0 = get_group_id(0) * 64;
    for (int e = t; e < 2048; e += 64) {
        int rr = e >> 5;
        if (r0 + rr < rows)
            tile[rr][e & 31] = in[r0 * 32 + e];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    int r = r0 + t;
    if (r < rows) {
        float t0 = -3.0e38f, t1 = -3.0e38f, t2 = -3.0e38f, t3 = -3.0e38f;
        for (int j = 0; j < 32; j++) {
            float v = tile[t][j];
            if (v > t3) {
                if (v > t2) {
                    t3 = t2;
                    if (v > t1) {
                        t2 = t1;
                        if (v > t0) {
                            t1 = t0;
                            t0 = v;
                        } else {
                            t1 = v;
                        }
                    } else {
                        t2 = v;
                    }
                } else {
                    t3 = v;
                }
            }
        }
        float4 o;
        o.x = t0;
        o.y = t1;
        o.z = t2;
        o.w = t3;
        ((__global float4 *)top)[r] = o;
    }
}
