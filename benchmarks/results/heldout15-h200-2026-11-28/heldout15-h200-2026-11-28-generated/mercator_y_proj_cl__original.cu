extern "C" __global__ void mercator_y_proj(const float* lat_deg, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
    if (i < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
        y[i] = logf(tanf(0.7853982f + lat_deg[i] * 0.008726646f));
}
