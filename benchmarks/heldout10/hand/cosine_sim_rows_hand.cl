// Held-out suite 10 (frozen), hand version of cosine_sim_rows: a row of the work-group per
// row pair (work-groups of 32 x 8, eight pairs each), the items reading both rows 32 floats
// at a time (coalesced), the three sums combined by a tree in __local memory.
__kernel void cosine_sim_rows_hand(__global const float *A, __global const float *B,
                                   __global float *sim, int rows, int cols)
{
    __local float part[3][8][32];
    int lane = get_local_id(0), y = get_local_id(1);
    int r = get_group_id(0) * 8 + y;
    float dot = 0.0f, na = 0.0f, nb = 0.0f;
    if (r < rows)
        for (int c = lane; c < cols; c += 32) {
            float a = A[r * cols + c], b = B[r * cols + c];
            dot += a * b;
            na += a * a;
            nb += b * b;
        }
    part[0][y][lane] = dot;
    part[1][y][lane] = na;
    part[2][y][lane] = nb;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 16; st > 0; st >>= 1) {
        if (lane < st) {
            part[0][y][lane] += part[0][y][lane + st];
            part[1][y][lane] += part[1][y][lane + st];
            part[2][y][lane] += part[2][y][lane + st];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (r < rows && lane == 0)
        sim[r] = part[0][y][0] / sqrt(part[1][y][0] * part[2][y][0] + 1e-8f);
}
