extern "C" __global__ void batched_dot16(const float* x, const float* y, float* out, int batch) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
    int b = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
    if (b < batch) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
        float s = 0.0f;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
        for (int k = 0; k < 16; k++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
            s += x[b * 16 + k] * y[b * 16 + k];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
        out[b] = s;
    }
}
