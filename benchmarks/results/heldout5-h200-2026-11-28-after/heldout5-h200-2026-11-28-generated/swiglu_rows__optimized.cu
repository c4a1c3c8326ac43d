extern "C" __global__ void swiglu_rows_opt(const float* X, float* Y, int hidden, int rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    int ucond = ((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < hidden) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) < rows);
    float4 X_v0;
    float4 X_v1;
    float4 Y_v2;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        int j_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        int r_m0 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        if (ucond) {
            X_v0 = *(const float4*)&X[2 * r_m0 * hidden + j_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
            float a_m0 = X_v0.x;
            X_v1 = *(const float4*)&X[2 * r_m0 * hidden + hidden + j_m0];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
            float b_m0 = X_v1.x;
            Y_v2.x = a_m0 / (1.0f + expf(-a_m0)) * b_m0;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        int j_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        int r_m1 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
            float a_m1 = X_v0.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
            float b_m1 = X_v1.y;
            Y_v2.y = a_m1 / (1.0f + expf(-a_m1)) * b_m1;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        int j_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        int r_m2 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
            float a_m2 = X_v0.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
            float b_m2 = X_v1.z;
            Y_v2.z = a_m2 / (1.0f + expf(-a_m2)) * b_m2;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        int j_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        int r_m3 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
            float a_m3 = X_v0.w;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
            float b_m3 = X_v1.w;
            Y_v2.w = a_m3 / (1.0f + expf(-a_m3)) * b_m3;
            *(float4*)(&Y[r_m3 * hidden + j_m3] - 3) = Y_v2;
        }
    }
}
