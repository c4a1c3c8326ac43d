// Held-out suite 4 (frozen). The four largest of every row of 32 floats, in decreasing
// order: one thread per row keeps them in registers while it walks the row.
__kernel void topk4_rows32(__global const float *in, __global float *top, int rows)
{
    int r = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (r < rows) {
        float t0 = -3.0e38f, t1 = -3.0e38f, t2 = -3.0e38f, t3 = -3.0e38f;
        for (int j = 0; j < 32; j++) {
            float v = in[r * 32 + j];
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
        top[4 * r] = t0;
        top[4 * r + 1] = t1;
        top[4 * r + 2] = t2;
        top[4 * r + 3] = t3;
    }
}
