// Held-out suite 4 (frozen), hand version of argmax_rows: 32 work-items per row
// (work-groups of 32 x 8, eight rows per group); they stride along the row (coalesced),
// each keeps its best (value, first column), and a tree in local memory combines the 32
// candidates, the lower column winning a tie. The launch covers 32 * rows work-items.
__kernel void argmax_rows_hand(__global const float *A, __global float *vmax,
                               __global int *imax, int rows, int cols)
{
    __local float bv[8][32];
    __local int bx[8][32];
    int lane = get_local_id(0), row = get_local_id(1);
    int r = get_group_id(0) * 8 + row;
    float best = -3.0e38f;
    int bi = 0x7fffffff;
    if (r < rows) {
        for (int c = lane; c < cols; c += 32) {
            float v = A[r * cols + c];
            if (v > best) {
                best = v;
                bi = c;
            }
        }
    }
    bv[row][lane] = best;
    bx[row][lane] = bi;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 16; st > 0; st >>= 1) {
        if (lane < st) {
            float ov = bv[row][lane + st];
            int oi = bx[row][lane + st];
            if (ov > bv[row][lane] || (ov == bv[row][lane] && oi < bx[row][lane])) {
                bv[row][lane] = ov;
                bx[row][lane] = oi;
            }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (r < rows && lane == 0) {
        vmax[r] = bv[row][0];
        imax[r] = bx[row][0];
    }
}
