extern "C" __global__ void depth_u16_to_float_opt(const unsigned short* d, float* out, float scale, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    ushort4 d_v0;
    float4 out_v1;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        int g_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        if (ucond) {
            d_v0 = *(const ushort4*)&d[g_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            unsigned short v_m0 = d_v0.x;
            out_v1.x = v_m0 == 0 ? -1.0f : (float)v_m0 * scale;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        int g_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            unsigned short v_m1 = d_v0.y;
            out_v1.y = v_m1 == 0 ? -1.0f : (float)v_m1 * scale;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        int g_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            unsigned short v_m2 = d_v0.z;
            out_v1.z = v_m2 == 0 ? -1.0f : (float)v_m2 * scale;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        int g_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            unsigned short v_m3 = d_v0.w;
            out_v1.w = v_m3 == 0 ? -1.0f : (float)v_m3 * scale;
            *(float4*)(&out[g_m3] - 3) = out_v1;
        }
    }
}
