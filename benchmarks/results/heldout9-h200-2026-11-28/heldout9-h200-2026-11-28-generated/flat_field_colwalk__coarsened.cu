extern "C" __global__ void flat_field_colwalk_cf4y_st4(const float* raw, const float* dark, const float* gain, float* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    int r = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    int c_0;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
        c_0 = blockIdx.y * 8u + (threadIdx.y / 4u * 16u + threadIdx.y % 4u);
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    int c_1;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 4u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
        c_1 = blockIdx.y * 8u + (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 4u);
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    int c_2;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 8u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
        c_2 = blockIdx.y * 8u + (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 8u);
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    int c_3;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 12u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
        c_3 = blockIdx.y * 8u + (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 12u);
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
        if (r < height && c_0 < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
            int i_0 = r * width + c_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
            out[i_0] = (raw[i_0] - dark[i_0]) * gain[i_0];
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 4u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
        if (r < height && c_1 < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
            int i_1 = r * width + c_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
            out[i_1] = (raw[i_1] - dark[i_1]) * gain[i_1];
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 8u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
        if (r < height && c_2 < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
            int i_2 = r * width + c_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
            out[i_2] = (raw[i_2] - dark[i_2]) * gain[i_2];
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 12u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
        if (r < height && c_3 < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
            int i_3 = r * width + c_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
            out[i_3] = (raw[i_3] - dark[i_3]) * gain[i_3];
        }
}
