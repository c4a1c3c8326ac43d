extern "C" __global__ void scale_bias_transpose_opt(const float* in, const float* bias, float* out, float scale, int rows, int cols) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cu"
    int ucond = ((int)(blockIdx.x * blockDim.y + threadIdx.y) < cols) & ((int)(blockIdx.y * (blockDim.x * 4u) + threadIdx.x * 4u) < rows);
    float4 out_v0;
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cu"
        int c_m0 = blockIdx.x * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cu"
        int r_m0 = blockIdx.y * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cu"
        if (ucond) {
            out_v0.x = in[r_m0 * cols + c_m0] * scale + bias[c_m0];
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cu"
        int c_m1 = blockIdx.x * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cu"
        int r_m1 = blockIdx.y * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cu"
        if (ucond) {
            out_v0.y = in[r_m1 * cols + c_m1] * scale + bias[c_m1];
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cu"
        int c_m2 = blockIdx.x * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cu"
        int r_m2 = blockIdx.y * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cu"
        if (ucond) {
            out_v0.z = in[r_m2 * cols + c_m2] * scale + bias[c_m2];
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cu"
        int c_m3 = blockIdx.x * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cu"
        int r_m3 = blockIdx.y * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cu"
        if (ucond) {
            out_v0.w = in[r_m3 * cols + c_m3] * scale + bias[c_m3];
            *(float4*)(&out[c_m3 * rows + r_m3] - 3) = out_v0;
        }
    }
}
