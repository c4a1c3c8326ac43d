// Held-out suite 15 (frozen). ADC samples decimated by four: each output is the sum of four
// consecutive inputs, a thread reading its four one after the other.
extern "C" __global__ void adc_decimate4_sum(const float *in, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = in[4 * i] + in[4 * i + 1] + in[4 * i + 2] + in[4 * i + 3];
}
