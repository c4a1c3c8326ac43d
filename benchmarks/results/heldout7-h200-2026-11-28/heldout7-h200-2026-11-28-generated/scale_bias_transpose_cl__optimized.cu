extern "C" __global__ void scale_bias_transpose_opt(const float* in, const float* bias, float* out, float scale, int rows, int cols) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
    int ucond = ((int)((unsigned long long)blockIdx.x * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) < cols) & ((int)((unsigned long long)blockIdx.y * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull) < rows);
    float4 out_v0;
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
        int c_m0 = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
        int r_m0 = (unsigned long long)blockIdx.y * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
        if (ucond) {
            out_v0.x = in[r_m0 * cols + c_m0] * scale + bias[c_m0];
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
        int c_m1 = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
        int r_m1 = (unsigned long long)blockIdx.y * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
        if (ucond) {
            out_v0.y = in[r_m1 * cols + c_m1] * scale + bias[c_m1];
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
        int c_m2 = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
        int r_m2 = (unsigned long long)blockIdx.y * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
        if (ucond) {
            out_v0.z = in[r_m2 * cols + c_m2] * scale + bias[c_m2];
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
        int c_m3 = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
        int r_m3 = (unsigned long long)blockIdx.y * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
        if (ucond) {
            out_v0.w = in[r_m3 * cols + c_m3] * scale + bias[c_m3];
            *(float4*)(&out[c_m3 * rows + r_m3] - 3) = out_v0;
        }
    }
}
