extern "C" __global__ void flat_field_colwalk_cf4x(const float* raw, const float* dark, const float* gain, float* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
    int r_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
    int r_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
    int r_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
    int r_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
    int c = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
    if (r_0 < height && c < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
        int i_0 = r_0 * width + c;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
        out[i_0] = (raw[i_0] - dark[i_0]) * gain[i_0];
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
    if (r_1 < height && c < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
        int i_1 = r_1 * width + c;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
        out[i_1] = (raw[i_1] - dark[i_1]) * gain[i_1];
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
    if (r_2 < height && c < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
        int i_2 = r_2 * width + c;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
        out[i_2] = (raw[i_2] - dark[i_2]) * gain[i_2];
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
    if (r_3 < height && c < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
        int i_3 = r_3 * width + c;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
        out[i_3] = (raw[i_3] - dark[i_3]) * gain[i_3];
    }
}
