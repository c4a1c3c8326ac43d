extern "C" __global__ void quat_normalize_soa_opt(const float* qw, const float* qx, const float* qy, const float* qz, float* ow, float* ox, float* oy, float* oz, int n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 qw_v0;
    float4 qx_v1;
    float4 qy_v2;
    float4 qz_v3;
    float4 ow_v4;
    float4 ox_v5;
    float4 oy_v6;
    float4 oz_v7;
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        if (ucond) {
            qw_v0 = *(const float4*)&qw[i_m0];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
            float a_m0 = qw_v0.x;
            qx_v1 = *(const float4*)&qx[i_m0];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
            float b_m0 = qx_v1.x;
            qy_v2 = *(const float4*)&qy[i_m0];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
            float c_m0 = qy_v2.x;
            qz_v3 = *(const float4*)&qz[i_m0];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
            float d_m0 = qz_v3.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
            float inv_m0 = 1.0f / sqrtf(a_m0 * a_m0 + b_m0 * b_m0 + c_m0 * c_m0 + d_m0 * d_m0);
            ow_v4.x = a_m0 * inv_m0;
            ox_v5.x = b_m0 * inv_m0;
            oy_v6.x = c_m0 * inv_m0;
            oz_v7.x = d_m0 * inv_m0;
        }
    }
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
            float a_m1 = qw_v0.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
            float b_m1 = qx_v1.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
            float c_m1 = qy_v2.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
            float d_m1 = qz_v3.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
            float inv_m1 = 1.0f / sqrtf(a_m1 * a_m1 + b_m1 * b_m1 + c_m1 * c_m1 + d_m1 * d_m1);
            ow_v4.y = a_m1 * inv_m1;
            ox_v5.y = b_m1 * inv_m1;
            oy_v6.y = c_m1 * inv_m1;
            oz_v7.y = d_m1 * inv_m1;
        }
    }
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
            float a_m2 = qw_v0.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
            float b_m2 = qx_v1.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
            float c_m2 = qy_v2.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
            float d_m2 = qz_v3.z;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
            float inv_m2 = 1.0f / sqrtf(a_m2 * a_m2 + b_m2 * b_m2 + c_m2 * c_m2 + d_m2 * d_m2);
            ow_v4.z = a_m2 * inv_m2;
            ox_v5.z = b_m2 * inv_m2;
            oy_v6.z = c_m2 * inv_m2;
            oz_v7.z = d_m2 * inv_m2;
        }
    }
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
            float a_m3 = qw_v0.w;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
            float b_m3 = qx_v1.w;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
            float c_m3 = qy_v2.w;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
            float d_m3 = qz_v3.w;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
            float inv_m3 = 1.0f / sqrtf(a_m3 * a_m3 + b_m3 * b_m3 + c_m3 * c_m3 + d_m3 * d_m3);
            ow_v4.w = a_m3 * inv_m3;
            *(float4*)(&ow[i_m3] - 3) = ow_v4;
            ox_v5.w = b_m3 * inv_m3;
            *(float4*)(&ox[i_m3] - 3) = ox_v5;
            oy_v6.w = c_m3 * inv_m3;
            *(float4*)(&oy[i_m3] - 3) = oy_v6;
            oz_v7.w = d_m3 * inv_m3;
            *(float4*)(&oz[i_m3] - 3) = oz_v7;
        }
    }
}
