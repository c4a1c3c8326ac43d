extern "C" __global__ void scale_bias_transpose(const float* in, const float* bias, float* out, float scale, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cu"
    int c = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cu"
    int r = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cu"
    if (c < cols && r < rows)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cu"
        out[c * rows + r] = in[r * cols + c] * scale + bias[c];
}
