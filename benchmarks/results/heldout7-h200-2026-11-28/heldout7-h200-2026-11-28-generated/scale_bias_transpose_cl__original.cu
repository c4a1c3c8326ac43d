extern "C" __global__ void scale_bias_transpose(const float* in, const float* bias, float* out, float scale, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
    int c = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
    int r = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
    if (c < cols && r < rows)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
        out[c * rows + r] = in[r * cols + c] * scale + bias[c];
}
