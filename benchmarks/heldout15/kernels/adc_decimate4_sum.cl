// Held-out suite 15 (frozen). ADC samples decimated by four: each output is the sum of four
// consecutive inputs, a work-item reading its four one after the other.
__kernel void adc_decimate4_sum(__global const float *in, __global float *out, int n)
{
    int i = get_global_id(0);
    if (i < n)
        out[i] = in[4 * i] + in[4 * i + 1] + in[4 * i + 2] + in[4 * i + 3];
}
