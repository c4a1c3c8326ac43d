// Held-out suite 5 (frozen), hand version of givens_row_pairs: one thread per pair of rows
// and four columns, the two rows read and written as float4 (lanes take neighbouring
// columns: coalesced). cols is a multiple of 4; the launch covers rows / 2 x cols / 4
// threads.
__kernel void givens_row_pairs_hand(__global const float *A, __global const float *cs,
                                    __global const float *sn, __global float *B, int rows,
                                    int cols)
{
    int t = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int q = cols >> 2;
    int p = t / q, j4 = t - p * q;
    if (2 * p < rows) {
        float c = cs[p], s = sn[p];
        int top = (2 * p * cols >> 2) + j4, bot = top + q;
        float4 a = ((__global const float4 *)A)[top];
        float4 b = ((__global const float4 *)A)[bot];
        float4 u = c * a + s * b;
        float4 v = c * b - s * a;
        ((__global float4 *)B)[top] = u;
        ((__global float4 *)B)[bot] = v;
    }
}
