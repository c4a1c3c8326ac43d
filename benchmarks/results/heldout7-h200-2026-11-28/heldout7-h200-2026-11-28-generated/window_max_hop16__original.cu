extern "C" __global__ void window_max_hop16(const float* x, float* out, int nout) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cu"
    if (i < nout) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cu"
        float m = x[16 * i];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cu"
        for (int k = 1; k < 32; k++)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cu"
            m = fmaxf(m, x[16 * i + k]);
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cu"
        out[i] = m;
    }
}
