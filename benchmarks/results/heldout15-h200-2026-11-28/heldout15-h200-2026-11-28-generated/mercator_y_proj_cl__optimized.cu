extern "C" __global__ void mercator_y_proj_opt(const float* lat_deg, float* y, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 y_v0;
    float4 lat_deg_v1;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
        if (ucond) {
            lat_deg_v1 = *(const float4*)&lat_deg[i_m0];
            y_v0.x = logf(tanf(0.7853982f + lat_deg_v1.x * 0.008726646f));
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
        if (ucond) {
            y_v0.y = logf(tanf(0.7853982f + lat_deg_v1.y * 0.008726646f));
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
        if (ucond) {
            y_v0.z = logf(tanf(0.7853982f + lat_deg_v1.z * 0.008726646f));
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
        if (ucond) {
            y_v0.w = logf(tanf(0.7853982f + lat_deg_v1.w * 0.008726646f));
            *(float4*)(&y[i_m3] - 3) = y_v0;
        }
    }
}
