// Held-out suite 5 (frozen), hand version of givens_row_pairs: one thread per pair of rows
// and four columns, the two rows read and written as float4 (lanes take neighbouring
// columns: coalesced). cols is a multiple of 4; the launch covers rows / 2 x cols / 4
// threads.
extern "C" __global__ void givens_row_pairs_hand(const float *A, const float *cs,
                                                 const float *sn, float *B, int rows, int cols)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int q = cols >> 2;
    int p = t / q, j4 = t - p * q;
    if (2 * p < rows) {
        float c = cs[p], s = sn[p];
        int top = (2 * p * cols >> 2) + j4, bot = top + q;
        float4 a = ((const float4 *)A)[top];
        float4 b = ((const float4 *)A)[bot];
        float4 u, v;
        u.x = c * a.x + s * b.x;
        u.y = c * a.y + s * b.y;
        u.z = c * a.z + s * b.z;
        u.w = c * a.w + s * b.w;
        v.x = c * b.x - s * a.x;
        v.y = c * b.y - s * a.y;
        v.z = c * b.z - s * a.z;
        v.w = c * b.w - s * a.w;
        ((float4 *)B)[top] = u;
        ((float4 *)B)[bot] = v;
    }
}
