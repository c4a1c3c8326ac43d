extern "C" __global__ void sunrise_day_length_cf8x(const float* lat_deg, const float* decl_deg, float* day_hours, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        const float rad_0 = 0.017453292f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        float c_0 = -tanf(lat_deg[i_0] * rad_0) * tanf(decl_deg[i_0] * rad_0);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        c_0 = fminf(fmaxf(c_0, -1.0f), 1.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        day_hours[i_0] = acosf(c_0) * (57.29578f / 7.5f);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        const float rad_1 = 0.017453292f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        float c_1 = -tanf(lat_deg[i_1] * rad_1) * tanf(decl_deg[i_1] * rad_1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        c_1 = fminf(fmaxf(c_1, -1.0f), 1.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        day_hours[i_1] = acosf(c_1) * (57.29578f / 7.5f);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        const float rad_2 = 0.017453292f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        float c_2 = -tanf(lat_deg[i_2] * rad_2) * tanf(decl_deg[i_2] * rad_2);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        c_2 = fminf(fmaxf(c_2, -1.0f), 1.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        day_hours[i_2] = acosf(c_2) * (57.29578f / 7.5f);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        const float rad_3 = 0.017453292f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        float c_3 = -tanf(lat_deg[i_3] * rad_3) * tanf(decl_deg[i_3] * rad_3);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        c_3 = fminf(fmaxf(c_3, -1.0f), 1.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        day_hours[i_3] = acosf(c_3) * (57.29578f / 7.5f);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
    if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        const float rad_4 = 0.017453292f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        float c_4 = -tanf(lat_deg[i_4] * rad_4) * tanf(decl_deg[i_4] * rad_4);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        c_4 = fminf(fmaxf(c_4, -1.0f), 1.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        day_hours[i_4] = acosf(c_4) * (57.29578f / 7.5f);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
    if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        const float rad_5 = 0.017453292f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        float c_5 = -tanf(lat_deg[i_5] * rad_5) * tanf(decl_deg[i_5] * rad_5);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        c_5 = fminf(fmaxf(c_5, -1.0f), 1.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        day_hours[i_5] = acosf(c_5) * (57.29578f / 7.5f);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
    if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        const float rad_6 = 0.017453292f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        float c_6 = -tanf(lat_deg[i_6] * rad_6) * tanf(decl_deg[i_6] * rad_6);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        c_6 = fminf(fmaxf(c_6, -1.0f), 1.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        day_hours[i_6] = acosf(c_6) * (57.29578f / 7.5f);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
    if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        const float rad_7 = 0.017453292f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        float c_7 = -tanf(lat_deg[i_7] * rad_7) * tanf(decl_deg[i_7] * rad_7);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        c_7 = fminf(fmaxf(c_7, -1.0f), 1.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/sunrise_day_length.cu"
        day_hours[i_7] = acosf(c_7) * (57.29578f / 7.5f);
    }
}
