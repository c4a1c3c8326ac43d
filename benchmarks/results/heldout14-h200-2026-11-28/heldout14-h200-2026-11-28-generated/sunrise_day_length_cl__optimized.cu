extern "C" __global__ void sunrise_day_length_opt(const float* lat_deg, const float* decl_deg, float* day_hours, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 lat_deg_v0;
    float4 decl_deg_v1;
    float4 day_hours_v2;
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
            const float rad_m0 = 0.017453292f;
            lat_deg_v0 = *(const float4*)&lat_deg[i_m0];
            decl_deg_v1 = *(const float4*)&decl_deg[i_m0];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
            float c_m0 = -tanf(lat_deg_v0.x * rad_m0) * tanf(decl_deg_v1.x * rad_m0);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
            c_m0 = fminf(fmaxf(c_m0, -1.0f), 1.0f);
            day_hours_v2.x = acosf(c_m0) * (57.29578f / 7.5f);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
            const float rad_m1 = 0.017453292f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
            float c_m1 = -tanf(lat_deg_v0.y * rad_m1) * tanf(decl_deg_v1.y * rad_m1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
            c_m1 = fminf(fmaxf(c_m1, -1.0f), 1.0f);
            day_hours_v2.y = acosf(c_m1) * (57.29578f / 7.5f);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
            const float rad_m2 = 0.017453292f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
            float c_m2 = -tanf(lat_deg_v0.z * rad_m2) * tanf(decl_deg_v1.z * rad_m2);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
            c_m2 = fminf(fmaxf(c_m2, -1.0f), 1.0f);
            day_hours_v2.z = acosf(c_m2) * (57.29578f / 7.5f);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
            const float rad_m3 = 0.017453292f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
            float c_m3 = -tanf(lat_deg_v0.w * rad_m3) * tanf(decl_deg_v1.w * rad_m3);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cl"
            c_m3 = fminf(fmaxf(c_m3, -1.0f), 1.0f);
            day_hours_v2.w = acosf(c_m3) * (57.29578f / 7.5f);
            *(float4*)(&day_hours[i_m3] - 3) = day_hours_v2;
        }
    }
}
