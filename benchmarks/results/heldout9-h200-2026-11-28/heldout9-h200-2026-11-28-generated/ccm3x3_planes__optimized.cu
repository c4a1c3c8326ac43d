extern "C" __global__ void ccm3x3_planes_opt(const float* r, const float* g, const float* b, float* ro, float* go, float* bo, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    float4 r_v0;
    float4 g_v1;
    float4 b_v2;
    float4 ro_v3;
    float4 go_v4;
    float4 bo_v5;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        if (ucond) {
            r_v0 = *(const float4*)&r[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
            float R_m0 = r_v0.x;
            g_v1 = *(const float4*)&g[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
            float G_m0 = g_v1.x;
            b_v2 = *(const float4*)&b[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
            float B_m0 = b_v2.x;
            ro_v3.x = fminf(fmaxf(1.2f * R_m0 - 0.15f * G_m0 - 0.05f * B_m0, 0.0f), 1.0f);
            go_v4.x = fminf(fmaxf(-0.1f * R_m0 + 1.25f * G_m0 - 0.15f * B_m0, 0.0f), 1.0f);
            bo_v5.x = fminf(fmaxf(0.02f * R_m0 - 0.22f * G_m0 + 1.2f * B_m0, 0.0f), 1.0f);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
            float R_m1 = r_v0.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
            float G_m1 = g_v1.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
            float B_m1 = b_v2.y;
            ro_v3.y = fminf(fmaxf(1.2f * R_m1 - 0.15f * G_m1 - 0.05f * B_m1, 0.0f), 1.0f);
            go_v4.y = fminf(fmaxf(-0.1f * R_m1 + 1.25f * G_m1 - 0.15f * B_m1, 0.0f), 1.0f);
            bo_v5.y = fminf(fmaxf(0.02f * R_m1 - 0.22f * G_m1 + 1.2f * B_m1, 0.0f), 1.0f);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
            float R_m2 = r_v0.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
            float G_m2 = g_v1.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
            float B_m2 = b_v2.z;
            ro_v3.z = fminf(fmaxf(1.2f * R_m2 - 0.15f * G_m2 - 0.05f * B_m2, 0.0f), 1.0f);
            go_v4.z = fminf(fmaxf(-0.1f * R_m2 + 1.25f * G_m2 - 0.15f * B_m2, 0.0f), 1.0f);
            bo_v5.z = fminf(fmaxf(0.02f * R_m2 - 0.22f * G_m2 + 1.2f * B_m2, 0.0f), 1.0f);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
            float R_m3 = r_v0.w;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
            float G_m3 = g_v1.w;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
            float B_m3 = b_v2.w;
            ro_v3.w = fminf(fmaxf(1.2f * R_m3 - 0.15f * G_m3 - 0.05f * B_m3, 0.0f), 1.0f);
            *(float4*)(&ro[i_m3] - 3) = ro_v3;
            go_v4.w = fminf(fmaxf(-0.1f * R_m3 + 1.25f * G_m3 - 0.15f * B_m3, 0.0f), 1.0f);
            *(float4*)(&go[i_m3] - 3) = go_v4;
            bo_v5.w = fminf(fmaxf(0.02f * R_m3 - 0.22f * G_m3 + 1.2f * B_m3, 0.0f), 1.0f);
            *(float4*)(&bo[i_m3] - 3) = bo_v5;
        }
    }
}
