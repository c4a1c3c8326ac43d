extern "C" __global__ void dew_point_magnus_opt(const float* temp, const float* rh, float* dew, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    float4 temp_v0;
    float4 rh_v1;
    float4 dew_v2;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        if (ucond) {
            temp_v0 = *(const float4*)&temp[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
            float t_m0 = temp_v0.x;
            rh_v1 = *(const float4*)&rh[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
            float g_m0 = logf(rh_v1.x * 0.01f) + 17.62f * t_m0 / (243.12f + t_m0);
            dew_v2.x = 243.12f * g_m0 / (17.62f - g_m0);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
            float t_m1 = temp_v0.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
            float g_m1 = logf(rh_v1.y * 0.01f) + 17.62f * t_m1 / (243.12f + t_m1);
            dew_v2.y = 243.12f * g_m1 / (17.62f - g_m1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
            float t_m2 = temp_v0.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
            float g_m2 = logf(rh_v1.z * 0.01f) + 17.62f * t_m2 / (243.12f + t_m2);
            dew_v2.z = 243.12f * g_m2 / (17.62f - g_m2);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
            float t_m3 = temp_v0.w;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
            float g_m3 = logf(rh_v1.w * 0.01f) + 17.62f * t_m3 / (243.12f + t_m3);
            dew_v2.w = 243.12f * g_m3 / (17.62f - g_m3);
            *(float4*)(&dew[i_m3] - 3) = dew_v2;
        }
    }
}
