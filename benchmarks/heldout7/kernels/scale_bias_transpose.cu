// Held-out suite 7 (frozen). out = transpose(in * scale + bias[column]): in is rows x cols
// (row-major), out is cols x rows. One thread per input element on a 2D grid (x along the
// columns): the reads are neighbours, the stores rows floats apart.
extern "C" __global__ void scale_bias_transpose(const float *in, const float *bias, float *out,
                                                float scale, int rows, int cols)
{
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    int r = blockIdx.y * blockDim.y + threadIdx.y;
    if (c < cols && r < rows)
        out[c * rows + r] = in[r * cols + c] * scale + bias[c];
}
