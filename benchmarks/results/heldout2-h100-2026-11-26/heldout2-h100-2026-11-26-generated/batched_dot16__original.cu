extern "C" __global__ void batched_dot16(const float* x, const float* y, float* out, int batch) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
    int b = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
    if (b < batch) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        float s = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        for (int k = 0; k < 16; k++)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
            s += x[b * 16 + k] * y[b * 16 + k];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        out[b] = s;
    }
}
