extern "C" __global__ void flat_field_colwalk_cf2x(const float* raw, const float* dark, const float* gain, float* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    int r_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    int r_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    int c = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    if (r_0 < height && c < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
        int i_0 = r_0 * width + c;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
        out[i_0] = (raw[i_0] - dark[i_0]) * gain[i_0];
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    if (r_1 < height && c < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
        int i_1 = r_1 * width + c;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
        out[i_1] = (raw[i_1] - dark[i_1]) * gain[i_1];
    }
}
