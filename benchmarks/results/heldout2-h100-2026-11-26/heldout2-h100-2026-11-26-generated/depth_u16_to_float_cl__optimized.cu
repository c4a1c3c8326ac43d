extern "C" __global__ void depth_u16_to_float_opt(const unsigned short* d, float* out, float scale, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    ushort4 d_v0;
    float4 out_v1;
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        int g_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        if (ucond) {
            d_v0 = *(const ushort4*)&d[g_m0];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            unsigned short v_m0 = d_v0.x;
            out_v1.x = v_m0 == 0 ? -1.0f : (float)v_m0 * scale;
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        int g_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        if (ucond) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            unsigned short v_m1 = d_v0.y;
            out_v1.y = v_m1 == 0 ? -1.0f : (float)v_m1 * scale;
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        int g_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        if (ucond) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            unsigned short v_m2 = d_v0.z;
            out_v1.z = v_m2 == 0 ? -1.0f : (float)v_m2 * scale;
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        int g_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        if (ucond) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            unsigned short v_m3 = d_v0.w;
            out_v1.w = v_m3 == 0 ? -1.0f : (float)v_m3 * scale;
            *(float4*)(&out[g_m3] - 3) = out_v1;
        }
    }
}
