extern "C" __global__ void window_max_hop16(const float* x, float* out, int nout) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
    if (i < nout) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
        float m = x[16 * i];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
        for (int k = 1; k < 32; k++)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
            m = fmaxf(m, x[16 * i + k]);
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
        out[i] = m;
    }
}
