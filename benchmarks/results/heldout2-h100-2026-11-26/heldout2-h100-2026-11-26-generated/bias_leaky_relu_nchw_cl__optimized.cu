extern "C" __global__ void bias_leaky_relu_nchw_opt(const float* in, const float* bias, float* out, int n, int C, int hw) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 in_v0;
    float4 out_v1;
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        int g_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        if (ucond) {
            in_v0 = *(const float4*)&in[g_m0];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            float v_m0 = in_v0.x + bias[g_m0 / hw % C];
            out_v1.x = v_m0 > 0.0f ? v_m0 : 0.125f * v_m0;
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        int g_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        if (ucond) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            float v_m1 = in_v0.y + bias[g_m1 / hw % C];
            out_v1.y = v_m1 > 0.0f ? v_m1 : 0.125f * v_m1;
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        int g_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        if (ucond) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            float v_m2 = in_v0.z + bias[g_m2 / hw % C];
            out_v1.z = v_m2 > 0.0f ? v_m2 : 0.125f * v_m2;
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        int g_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        if (ucond) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            float v_m3 = in_v0.w + bias[g_m3 / hw % C];
            out_v1.w = v_m3 > 0.0f ? v_m3 : 0.125f * v_m3;
            *(float4*)(&out[g_m3] - 3) = out_v1;
        }
    }
}
