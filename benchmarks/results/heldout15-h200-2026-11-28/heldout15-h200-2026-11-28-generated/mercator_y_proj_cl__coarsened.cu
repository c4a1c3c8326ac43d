extern "C" __global__ void mercator_y_proj_cf4x_st32(const float* lat_deg, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 32ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 64ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 96ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
        y[i_0] = logf(tanf(0.7853982f + lat_deg[i_0] * 0.008726646f));
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
        y[i_1] = logf(tanf(0.7853982f + lat_deg[i_1] * 0.008726646f));
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
    if (i_2 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
        y[i_2] = logf(tanf(0.7853982f + lat_deg[i_2] * 0.008726646f));
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
    if (i_3 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
        y[i_3] = logf(tanf(0.7853982f + lat_deg[i_3] * 0.008726646f));
}
