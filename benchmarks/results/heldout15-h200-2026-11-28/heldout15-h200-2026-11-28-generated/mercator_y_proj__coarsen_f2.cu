extern "C" __global__ void mercator_y_proj_cf2x(const float* lat_deg, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cu"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cu"
        y[i_0] = logf(tanf(0.7853982f + lat_deg[i_0] * 0.008726646f));
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cu"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cu"
        y[i_1] = logf(tanf(0.7853982f + lat_deg[i_1] * 0.008726646f));
}
